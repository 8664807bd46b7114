/**
 * PostgreSQL text cannot hold NUL characters: a NUL anywhere in a request's JSON body, query or
 * parameters is refused as a validation error (400) before it reaches a handler, instead of
 * surfacing as a database error (500).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_ERROR_CODES } from '@pitchside/shared-api/contracts/api-error';
import { DomainError, MESSAGES } from '../lib/errors.js';

const NUL_MESSAGE = 'Text must not contain NUL characters';

/** Path of the first string (key or value) containing NUL; iterative, so deep nesting is harmless. */
export function findNul(root: unknown): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: path ? `${path}.${i}` : String(i) }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return itemPath;
        stack.push({ value: item, path: itemPath });
      }
    }
  }
  return undefined;
}

export const inputHygienePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      for (const part of [request.body, request.query, request.params]) {
        const field = findNul(part);
        if (field !== undefined) {
          throw new DomainError('invalid', API_ERROR_CODES.validation, MESSAGES.validation, {
            errors: [field ? { field, message: NUL_MESSAGE } : { message: NUL_MESSAGE }],
          });
        }
      }
    });
  },
  { name: 'input-hygiene' },
);
