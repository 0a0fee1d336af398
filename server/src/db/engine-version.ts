/**
 * Whether a MySQL/MariaDB server (its version number, as TypeORM's driver read it at connection: "10.11.6") may give
 * a new row the id of a deleted one after a restart: MySQL before 8.0 and MariaDB before 10.2.4 did not keep the
 * `AUTO_INCREMENT` counter across restarts, so a deleted highest id came back. Tokens name the account by id and
 * token version, so a deleted account's token could then open the next account registered (docs/security.md). The
 * app refuses to start on such a server. MySQL has no 10.x and MariaDB's 5.x are below 8, so the number alone tells.
 */
export function reusesDeletedIds(version: string): boolean {
  const numbers = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!numbers) return false;
  const [major, minor, patch] = numbers.slice(1).map(Number);
  return major < 8 || (major === 10 && (minor < 2 || (minor === 2 && patch < 4)));
}
