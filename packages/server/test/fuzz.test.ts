import { fuzzOperations } from './support/fuzz-suite';

// Malformed input over every operation of the served OpenAPI document (support/fuzz-suite.ts says what and how): the
// first of two parts, so that the test workers share the operations.
fuzzOperations(0, 2);
