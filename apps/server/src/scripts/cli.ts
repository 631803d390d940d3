import path from 'node:path';

/** A path as the user meant it: relative to where the command was typed (npm runs us in apps/server). */
export const pathFromTypedDir = (typed: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), typed);

/** A database URL fit to print: without its password. */
export const withoutPassword = (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return url.toString();
};

/** Runs a command's body; a failure prints its message (no stack: these are an operator's mistakes) and exits 1. */
export const runCommand = async (body: () => Promise<void>) => {
  try {
    await body();
  } catch (error) {
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
};
