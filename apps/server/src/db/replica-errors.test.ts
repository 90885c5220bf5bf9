import { describe, expect, it } from 'vitest';
import { replicaFailureOf } from './replica-errors.js';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

/** Which failures of a read on the replica are asked again of the primary (decision 070), and which are thrown. */
describe('replicaFailureOf', () => {
  it('takes a replica that is gone, refuses connections or is still starting for unreachable', () => {
    expect(replicaFailureOf(pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5433'))).toBe(
      'unreachable',
    );
    expect(replicaFailureOf(new Error('Connection terminated unexpectedly'))).toBe('unreachable');
    expect(replicaFailureOf(new Error('timeout exceeded when trying to connect'))).toBe('unreachable');
    expect(replicaFailureOf(pgError('57P01', 'terminating connection due to administrator command'))).toBe(
      'unreachable',
    );
    expect(replicaFailureOf(pgError('57P03', 'the database system is starting up'))).toBe('unreachable');
    expect(replicaFailureOf(pgError('08006', 'connection failure'))).toBe('unreachable');
  });

  it('takes a read cancelled by replay for a replay conflict, and only that serialization failure', () => {
    expect(replicaFailureOf(pgError('40001', 'canceling statement due to conflict with recovery'))).toBe(
      'replay conflict',
    );
    expect(
      replicaFailureOf(pgError('40001', 'could not serialize access due to concurrent update')),
    ).toBeNull();
  });

  it('throws what the primary would refuse too: a bad query, a write on a read-only session', () => {
    expect(replicaFailureOf(pgError('42P01', 'relation "nope" does not exist'))).toBeNull();
    expect(replicaFailureOf(pgError('25006', 'cannot execute INSERT in a read-only transaction'))).toBeNull();
    expect(replicaFailureOf('not an error')).toBeNull();
  });
});
