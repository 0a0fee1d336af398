// A vitest reporter for scripts/test-all.mjs: writes how many unhandled errors the run caught (an error or rejection
// outside any test, which vitest's JSON reporter leaves out) to the file FM_VITEST_UNHANDLED names, as
// { "unhandledErrors": N }. Only a run with none may have its failing tests run again.
import { writeFileSync } from 'node:fs';

export default class UnhandledErrors {
  onTestRunEnd(_testModules, unhandledErrors) {
    const file = process.env.FM_VITEST_UNHANDLED;
    if (file) writeFileSync(file, JSON.stringify({ unhandledErrors: unhandledErrors.length }));
  }
}
