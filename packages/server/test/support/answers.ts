import { afterAll, expect } from 'vitest';
import { answerViolations } from '../../src/http/conformance';

// Each test file of the server suite fails when an answer it saw broke its route's schema (ARGUS_CHECK_ANSWERS is on
// for the suite); the report names the route, the field and the problem.
afterAll(() => {
  expect(answerViolations.slice(0, 20), 'answers that do not match their route schema').toEqual([]);
});
