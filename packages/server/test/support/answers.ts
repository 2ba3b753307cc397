import { afterAll } from 'vitest';
import { answerViolations } from '../../src/http/conformance';

// Each test file of the server suite reports the answers it saw that broke their route's schema.
// Reported, not failed, until the whole suite has run clean with the check (answers.test.ts holds
// the main routes to it strictly); a file's report names the route, the field and the problem.
afterAll(() => {
  if (answerViolations.length) console.warn('answers that do not match their route schema:', JSON.stringify(answerViolations.slice(0, 20), null, 1));
});
