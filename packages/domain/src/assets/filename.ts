/** Upload file names have their spaces replaced by underscores (spec part 1 §5 "Upload rules"). */
export const normaliseFilename = (filename: string): string => filename.trim().replace(/\s/g, '_');
