import { ESLint } from 'eslint';
import { resolve } from 'node:path';

// The dependency direction of the architecture is enforced by the workspace's ESLint config;
// these cases prove the rules fire (and stay quiet for allowed imports).
const root = resolve(__dirname, '../..');
// The import rules need no types: the type-aware rules are off here, so files that exist only in these
// cases (`mf-auth/src/x.ts`) need no TypeScript project.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

async function restrictedImports(filePath: string, code: string, ruleId = 'no-restricted-imports'): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return result?.messages.filter((m) => m.ruleId === ruleId).length ?? 0;
}

describe('architecture lint rules', () => {
  it('forbids a remote importing another remote or the shell', async () => {
    expect(await restrictedImports('mf-auth/src/x.ts', "import '@pitchside/mf-customer/src/pages';\n")).toBe(1);
    expect(await restrictedImports('mf-auth/src/x.ts', "import '../../mf-admin/src/pages';\n")).toBe(1);
    expect(await restrictedImports('mf-company/src/x.ts', "import '@pitchside/shell/src/app';\n")).toBe(1);
  });

  it('forbids the shell importing a remote', async () => {
    expect(await restrictedImports('shell/src/x.ts', "import '@pitchside/mf-admin/src/pages';\n")).toBe(1);
  });

  it('forbids apps importing libraries that live behind shared facades', async () => {
    expect(await restrictedImports('mf-customer/src/x.ts', "import { Link } from 'react-router';\n")).toBe(1);
    expect(await restrictedImports('shell/src/x.ts', "import styled from 'styled-components';\n")).toBe(1);
    expect(await restrictedImports('mf-payments/src/x.ts', "import { createSlice } from '@reduxjs/toolkit';\n")).toBe(1);
    expect(await restrictedImports('mf-auth/src/x.ts', "import { useTranslation } from 'react-i18next';\n")).toBe(1);
    expect(await restrictedImports('shell/src/x.ts', "import { I18nextProvider } from 'react-i18next';\n")).toBe(1);
    expect(await restrictedImports('mf-admin/src/x.ts', "import { Provider } from 'react-redux';\n")).toBe(1);
  });

  it('keeps contracts free of React, Redux and Node', async () => {
    expect(await restrictedImports('shared-api/src/contracts/x.ts', "import 'react';\n")).toBe(1);
    expect(await restrictedImports('shared-api/src/contracts/x.ts', "import 'node:fs';\n")).toBe(1);
    expect(await restrictedImports('shared-api/src/contracts/x.ts', "import '@reduxjs/toolkit';\n")).toBe(1);
  });

  it('lets the server use only the contracts of shared-api', async () => {
    expect(await restrictedImports('server/src/x.ts', "import '@pitchside/shared-api/client/api';\n")).toBe(1);
    expect(await restrictedImports('server/src/x.ts', "import '@pitchside/shared-api/contracts/auth';\n")).toBe(0);
  });

  it('allows remotes to use the shared packages', async () => {
    const code = "import { Link } from '@pitchside/shared-ui/router';\nimport { api } from '@pitchside/shared-api/client/api';\n"
      + "import { useTranslation } from '@pitchside/shared-ui/translation';\nimport { Provider } from '@pitchside/shared-api/client/hooks';\n";
    expect(await restrictedImports('mf-customer/src/x.ts', code)).toBe(0);
  });

  it("keeps an app's features apart: shared pieces live outside features/", async () => {
    const rule = 'boundaries/feature-boundaries';
    expect(await restrictedImports('mf-company/src/features/employees/x.tsx', "import '../upgrade/plan';\n", rule)).toBe(1);
    expect(await restrictedImports('mf-company/src/features/employees/components/x.tsx', "import '../../upgrade/plan';\n", rule)).toBe(1);
    expect(await restrictedImports('shell/src/features/guards/x.tsx', "import '../remotes/federation';\n", rule)).toBe(1);
    expect(await restrictedImports('mf-company/src/features/employees/components/x.tsx', "import '../hooks/use-employee';\n", rule)).toBe(0);
    expect(await restrictedImports('mf-company/src/features/employees/x.tsx', "import '../../components/layout.styles';\n", rule)).toBe(0);
    expect(await restrictedImports('shell/src/app/x.tsx', "import '../features/remotes/federation';\n", rule)).toBe(0);
  });

  it("keeps the server's modules to the rows above them", async () => {
    const rule = 'boundaries/module-layers';
    expect(await restrictedImports('server/src/modules/users/x.ts', "import '../companies/company.repository.js';\n", rule)).toBe(1);
    expect(await restrictedImports('server/src/modules/bookings/x.ts', "import '../payments/payment.service.js';\n", rule)).toBe(1);
    expect(await restrictedImports('server/src/modules/fields/x.ts', "import '../companies/company.repository.js';\n", rule)).toBe(1);
    expect(await restrictedImports('server/src/modules/new-module/x.ts', "import '../users/user.repository.js';\n", rule)).toBe(1);
    expect(await restrictedImports('server/src/modules/payments/x.ts', "import '../bookings/booking.repository.js';\n", rule)).toBe(0);
    expect(await restrictedImports('server/src/modules/bookings/x.ts', "import './booking.repository.js';\n", rule)).toBe(0);
  });
});
