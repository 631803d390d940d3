import pg from 'pg';

/** The same server and credentials, another database. */
export const databaseUrlFor = (serverUrl: string, database: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

const onServer = async (serverUrl: string, statement: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/** A database name no other run or file uses: stride_test_<timestamp>[_<suffix>]. */
export const testDatabaseName = (suffix?: string) =>
  `stride_test_${Date.now()}${suffix ? `_${suffix.replace(/[^a-z0-9_]/gi, '').toLowerCase()}` : ''}`;

export const createServerDatabase = (serverUrl: string, database: string) =>
  onServer(serverUrl, `create database "${database}"`);

/** `with (force)` ends connections a crashed test left open. */
export const dropServerDatabase = (serverUrl: string, database: string) =>
  onServer(serverUrl, `drop database if exists "${database}" with (force)`);
