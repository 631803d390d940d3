import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedModuleProjects } from '../../scripts/vitest-projects.mjs';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({ test: { projects: sharedModuleProjects(import.meta.dirname, ['src', 'build']) } }),
);
