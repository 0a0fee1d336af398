import type { DataSource } from 'typeorm';

/**
 * Counts the SQL statements a piece of work sends. Both drivers report every statement to the data
 * source's logger (whether or not logging is on), so a spy there sees them all.
 */
export async function countQueries<T>(
  dataSource: DataSource,
  work: () => Promise<T>,
): Promise<{ result: T; count: number; queries: string[] }> {
  const queries: string[] = [];
  const spy = jest.spyOn(dataSource.logger, 'logQuery').mockImplementation((query: string) => {
    queries.push(query);
  });
  try {
    const result = await work();
    return { result, count: queries.length, queries };
  } finally {
    spy.mockRestore();
  }
}
