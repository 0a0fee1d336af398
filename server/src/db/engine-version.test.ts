import { reusesDeletedIds } from './engine-version';

describe('reusesDeletedIds', () => {
  it('is true of the servers that forgot their AUTO_INCREMENT counter on restart', () => {
    // MySQL 5.7 and 5.6, MariaDB 10.2.3, 10.1, 10.0 and 5.5.
    for (const version of ['5.7.44', '5.6.51', '10.2.3', '10.1.48', '10.0.38', '5.5.68']) {
      expect([version, reusesDeletedIds(version)]).toEqual([version, true]);
    }
  });

  it('is false of MySQL 8 and later and MariaDB 10.2.4 and later', () => {
    for (const version of ['8.0.36', '8.4.0', '9.1.0', '10.2.4', '10.11.6', '11.4.2', '10.3.39']) {
      expect([version, reusesDeletedIds(version)]).toEqual([version, false]);
    }
  });
});
