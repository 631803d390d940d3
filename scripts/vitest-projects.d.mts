import type { TestProjectInlineConfiguration } from 'vitest/config';

/** Vitest projects: the files that mock modules isolated, the others sharing modules. */
export declare const sharedModuleProjects: (root: string, dirs: string[]) => TestProjectInlineConfiguration[];
