/**
 * Text matched literally by LIKE and ILIKE: its wildcards (`%`, `_`) and the escape character
 * (backslash, PostgreSQL's default) each escaped, so a search for "50%_off" finds just that.
 */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
