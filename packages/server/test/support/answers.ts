import { afterAll, expect } from 'vitest';
import { answerViolations } from '../../src/http/conformance';

// Each test file of the server suite ends by asserting that no answer it saw broke its route's schema.
afterAll(() => {
  expect(answerViolations, 'answers that do not match their route schema').toEqual([]);
});
