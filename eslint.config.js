// ESLint (flat config): typescript-eslint with type information everywhere, React hooks rules in
// the client, and Prettier owning layout (eslint-config-prettier turns the layout rules off).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'client/src/generated/**',
      'client/src/modules/*/generated/**',
      '.data/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '.puppeteerrc.cjs'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Unused names are a compile error already (noUnusedLocals/Parameters); `_` marks the intended ones.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `async` without `await` is how a function meets an interface that wants a promise (Apollo
      // plugins, route handlers, stop()); no-floating-promises and no-misused-promises catch the real mistakes.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // React ignores what an event handler returns; react-hook-form's handleSubmit returns a promise by design.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // react-hook-form's register/handleSubmit/reset are bound functions, not methods that need `this`.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Tests and benchmarks read loosely typed JSON answers from the public surfaces on purpose:
    // asserting on `any` there is the point, and typing every response shape would add nothing.
    files: ['api/test/**', 'e2e/**', 'bench/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // expect(spy.method) and vi.spyOn hand methods around without calling them.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  { files: ['**/*.js', '**/*.cjs'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
