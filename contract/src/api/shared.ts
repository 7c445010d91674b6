import { Type } from 'typebox';
import { errors } from '../errors';

export const ErrorResponse = Type.Object({
  error: Type.Union(Object.keys(errors).map((code) => Type.Literal(code))),
  message: Type.String(),
});

/** A UTC calendar date, YYYY-MM-DD. */
export const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
