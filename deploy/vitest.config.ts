import { defineConfig } from 'vitest/config';
import { vitestPreset } from './build/vitest-preset';

// The checks of the production artefacts: the Kubernetes manifests (rendered by kubectl's Kustomize) and
// the Dockerfiles, against the repository they build. Node only; the tests live in test/, beside no source.
const preset = vitestPreset({ environment: 'node' });

export default defineConfig({ ...preset, test: { ...preset.test, include: ['test/**/*.test.ts'] } });
