import { z } from 'zod';
import { libraryTypes } from './library-types.js';

/** A library named in a request (the libraries themselves: library-types.ts). */
export const libraryTypeSchema = z.enum(libraryTypes);
