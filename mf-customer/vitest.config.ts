import { defineConfig } from 'vitest/config';
import { vitestPreset } from '../deploy/build/vitest-preset';

export default defineConfig(vitestPreset());
