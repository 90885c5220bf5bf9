#!/usr/bin/env bash
# Lets the local PostgreSQL stream to a replica on this machine (apps/server/src/db/replica.test.ts, decision 070):
# adds `host replication all 127.0.0.1/32 trust` to pg_hba.conf when it is missing and reloads the server.
# Idempotent; run as root or as the postgres user. wal_level must be `replica` or `logical` (Debian's default).
set -euo pipefail
PG_URL="${PG_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
LINE='host replication all 127.0.0.1/32 trust'

hba=$(psql "$PG_URL" -tAc 'show hba_file')
wal_level=$(psql "$PG_URL" -tAc 'show wal_level')
if [ "$wal_level" = "minimal" ]; then
  echo "wal_level is minimal: set wal_level = replica in postgresql.conf and restart PostgreSQL" >&2
  exit 1
fi
if grep -Eq '^[[:space:]]*host[[:space:]]+replication[[:space:]]+all[[:space:]]+127\.0\.0\.1/32[[:space:]]+trust' "$hba"; then
  echo "replication from 127.0.0.1 already allowed in $hba"
  exit 0
fi
printf '%s\n' "$LINE" >> "$hba"
# Reload through SQL: works whether the cluster was started by pg_ctlcluster, systemd or by hand.
psql "$PG_URL" -tAc 'select pg_reload_conf()' >/dev/null
echo "replication from 127.0.0.1 allowed in $hba (reloaded)"
