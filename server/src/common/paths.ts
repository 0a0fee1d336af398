import { existsSync } from 'node:fs';
import path from 'node:path';

/** The repository root (the folder with codegen.yml), whether running from src/ or dist/. */
export function repoRoot(start = __dirname): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'codegen.yml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}
