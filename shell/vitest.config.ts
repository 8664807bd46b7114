import { defineConfig } from 'vitest/config';
import { vitestPreset } from '../deploy/build/vitest-preset';

// The shell's tests render its documents on the server too (src/server), with styled-components' server build.
export default defineConfig(vitestPreset({ browserStyles: false }));
