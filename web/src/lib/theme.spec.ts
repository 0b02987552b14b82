import { applyTheme, getThemePreference, setThemePreference, THEME_STORAGE_KEY } from './theme';

function prefersDark(dark: boolean) {
  jest
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query) =>
        ({ matches: dark && query === '(prefers-color-scheme: dark)', media: query }) as MediaQueryList,
    );
}

describe('theme', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is dark until the person chooses otherwise', () => {
    expect(getThemePreference()).toBe('dark');
    applyTheme();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('ignores a stored value it does not know', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(getThemePreference()).toBe('dark');
  });

  it('stores and applies a light choice', () => {
    applyTheme();
    setThemePreference('light');

    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('follows the operating system for "system"', () => {
    prefersDark(false);
    setThemePreference('system');
    expect(document.documentElement).not.toHaveClass('dark');

    prefersDark(true);
    applyTheme();
    expect(document.documentElement).toHaveClass('dark');
  });
});
