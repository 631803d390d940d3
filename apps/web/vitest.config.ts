import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedModuleProjects } from '../../scripts/vitest-projects.mjs';
import viteConfig from './vite.config.ts';

// vite.config.ts is a function of the command (builds alias react-router's production build).
export default defineConfig((configEnv) =>
  mergeConfig(
    viteConfig(configEnv),
    defineConfig({ test: { projects: sharedModuleProjects(import.meta.dirname, ['src', 'build']) } }),
  ),
);
