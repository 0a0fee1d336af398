import { reusesDeletedIds } from './engine-version';

describe('reusesDeletedIds', () => {
  it('is true of the servers that forgot their AUTO_INCREMENT counter on restart', () => {
    for (const version of [
      '5.7.44-log',
      '5.6.51',
      '10.2.3-MariaDB',
      '5.5.5-10.1.48-MariaDB',
      '10.0.38-MariaDB-0ubuntu0.16.04.1',
      '5.5.68-MariaDB',
    ]) {
      expect([version, reusesDeletedIds(version)]).toEqual([version, true]);
    }
  });

  it('is false of MySQL 8 and later and MariaDB 10.2.4 and later', () => {
    for (const version of [
      '8.0.36',
      '8.4.0',
      '9.1.0',
      '10.2.4-MariaDB',
      '5.5.5-10.11.6-MariaDB-0+deb12u1',
      '11.4.2-MariaDB-ubu2404',
      '10.3.39-MariaDB',
    ]) {
      expect([version, reusesDeletedIds(version)]).toEqual([version, false]);
    }
  });
});
