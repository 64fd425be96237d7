// The 12 skins of spec §3: six colours (mapped to the palette roles primary, secondary, danger,
// warning, purple, success), each with a dark-sidebar and a light ("-light") variant.
// Main colours are chosen dark enough for 4.5:1 text contrast on white.
import { createTheme, type Theme } from '@mui/material/styles';
import { DEFAULT_SKIN, SKINS, type Skin } from '../../common/constants';

const BLUE = { role: 'primary', main: '#1565c0', bar: '#1565c0' };

export const SKIN_COLOURS: Record<string, { role: string; main: string; bar: string }> = {
  blue: BLUE,
  black: { role: 'secondary', main: '#263238', bar: '#263238' },
  red: { role: 'danger', main: '#c62828', bar: '#c62828' },
  yellow: { role: 'warning', main: '#9a4d00', bar: '#9a4d00' },
  purple: { role: 'purple', main: '#6a1b9a', bar: '#6a1b9a' },
  green: { role: 'success', main: '#2e7d32', bar: '#2e7d32' },
};

export const isSkin = (value: unknown): value is Skin =>
  typeof value === 'string' && (SKINS as readonly string[]).includes(value);

const cache = new Map<string, Theme>();

export function skinTheme(skin: string): Theme {
  const name = isSkin(skin) ? skin : DEFAULT_SKIN;
  const hit = cache.get(name);
  if (hit) return hit;
  const light = name.endsWith('-light');
  const colour = SKIN_COLOURS[name.replace(/^skin-/, '').replace(/-light$/, '')] ?? BLUE;
  const sidebarBg = light ? '#f7f9fc' : '#1f2a30';
  const sidebarText = light ? '#263238' : '#e6edf1';
  const theme = createTheme({
    palette: {
      mode: 'light',
      primary: { main: colour.main },
      secondary: { main: '#455a64' },
      // MUI's orange (#ed6c02) gives white text 3.11:1 — filled toasts and "Aguardando" chips failed
      // WCAG AA; this amber keeps 5:1 both ways (white on it, it on white) and 4.6:1 on the page.
      warning: { main: '#b45309', light: '#f59e0b', dark: '#92400e', contrastText: '#fff' },
      background: { default: '#f4f6f8' },
    },
    shape: { borderRadius: 8 },
    typography: { fontFamily: '"Roboto", "Helvetica Neue", Arial, sans-serif' },
    sidebar: { width: 240, closedWidth: 56 },
    components: {
      // Whoever asks their system for less motion gets none: menus, dialogs and drawers appear at
      // once instead of growing or sliding in (spinners keep turning: they are animations).
      MuiCssBaseline: {
        styleOverrides: {
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              transitionDuration: '0s !important',
              transitionDelay: '0s !important',
            },
          },
        },
      },
      MuiAppBar: { styleOverrides: { colorSecondary: { backgroundColor: colour.bar, color: '#fff' } } },
      // react-admin's layout is `min-width: fit-content` down to its content column (flex items with
      // min-width: auto): one wide descendant widened the whole page past a phone's screen. At 0,
      // the page keeps the screen's width and wide parts scroll inside their own containers.
      // A list's table scrolls inside its card instead of stretching the list (and the page).
      RaList: {
        styleOverrides: {
          root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } },
        },
      },
      RaLayout: {
        styleOverrides: {
          root: {
            minWidth: 0,
            '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
          },
        },
      },
      RaSidebar: {
        styleOverrides: {
          root: {
            '& .RaSidebar-fixed': { backgroundColor: sidebarBg },
            '& .MuiPaper-root': { backgroundColor: sidebarBg },
          },
        },
      },
      RaMenuItemLink: {
        styleOverrides: {
          root: {
            color: sidebarText,
            '& .RaMenuItemLink-icon': { color: sidebarText },
            '&.RaMenuItemLink-active': { color: light ? colour.main : '#fff', fontWeight: 600 },
            '&.RaMenuItemLink-active .RaMenuItemLink-icon': { color: light ? colour.main : '#fff' },
          },
        },
      },
    },
  } as Parameters<typeof createTheme>[0]);
  cache.set(name, theme);
  return theme;
}

declare module '@mui/material/styles' {
  interface ThemeOptions {
    sidebar?: { width: number; closedWidth: number };
  }
}
