/** A read's statements: 1, or more with the one-line reason. */
export type StatementBudget = 1 | readonly [statements: number, why: string];
