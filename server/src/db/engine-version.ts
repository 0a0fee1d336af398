/**
 * Whether a MySQL/MariaDB server (its `VERSION()`) may give a new row the id of a deleted one after a restart: MySQL
 * before 8.0 and MariaDB before 10.2.4 did not keep the `AUTO_INCREMENT` counter across restarts, so a deleted
 * highest id came back. Tokens name the account by id and token version, so a deleted account's token could then
 * open the next account registered (docs/security.md). The app refuses to start on such a server.
 */
export function reusesDeletedIds(version: string): boolean {
  // MariaDB's may carry the "5.5.5-" prefix it gives clients for old replication code.
  const mariadb = /mariadb/i.test(version);
  const numbers = /(\d+)\.(\d+)\.(\d+)/.exec(mariadb ? version.replace(/^5\.5\.5-/, '') : version);
  if (!numbers) return false;
  const [major, minor, patch] = numbers.slice(1).map(Number);
  if (!mariadb) return major < 8;
  return major < 10 || (major === 10 && (minor < 2 || (minor === 2 && patch < 4)));
}
