import styled from '@emotion/styled';

/*
 * The login page is the first thing every visit downloads, so it is drawn with
 * emotion's `styled` over native elements and the theme's tokens (MUI's ThemeProvider
 * hands its theme to emotion, src/emotion.d.ts) instead of MUI's input, checkbox and
 * button components (about 20 KB gzip together). Not MUI's `styled`: its sx and
 * variant machinery is 1.5 KB gzip more, and nothing here uses it.
 */

export const Page = styled('main')({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
  background: 'linear-gradient(135deg, #2d3a4b 0%, #1f4e79 55%, #1890ff 100%)',
});

export const Card = styled('form')(({ theme }) => ({
  width: 385,
  maxWidth: '100%',
  padding: '28px 28px 12px',
  background: theme.palette.background.paper,
  borderRadius: 8,
  boxShadow: theme.shadows[6],
}));

export const Title = styled('h1')({ margin: '0 0 28px', textAlign: 'center', fontSize: 20, fontWeight: 600, color: '#707070' });

export const Field = styled('div')({ marginBottom: 22, position: 'relative', flex: 1 });

export const Label = styled('label')({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' });

export const Input = styled('input')(({ theme }) => ({
  width: '100%',
  height: 38,
  padding: '0 12px',
  fontSize: 14,
  color: theme.palette.text.primary,
  border: '1px solid #dcdfe6',
  borderRadius: 4,
  outline: 'none',
  transition: 'border-color .2s',
  '&:hover': { borderColor: '#c0c4cc' },
  '&:focus': { borderColor: theme.palette.primary.main, boxShadow: `0 0 0 2px ${theme.palette.primary.main}33` },
  '&[aria-invalid="true"]': { borderColor: theme.palette.error.main },
}));

export const FieldError = styled('div')(({ theme }) => ({ position: 'absolute', top: '100%', left: 0, paddingTop: 2, fontSize: 12, color: theme.palette.error.main }));

export const Row = styled('div')({ display: 'flex', gap: 12, alignItems: 'flex-start' });

export const Remember = styled('label')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  marginBottom: 20,
  fontSize: 14,
  color: theme.palette.text.secondary,
  cursor: 'pointer',
  '& input': { accentColor: theme.palette.primary.main, width: 16, height: 16, margin: 0 },
}));

export const SubmitButton = styled('button')(({ theme }) => ({
  width: '100%',
  height: 40,
  marginBottom: 16,
  fontSize: 15,
  color: theme.palette.primary.contrastText,
  background: theme.palette.primary.main,
  border: 0,
  borderRadius: 4,
  cursor: 'pointer',
  transition: 'background .2s',
  '&:hover': { background: theme.palette.primary.dark },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  '&:disabled': { opacity: 0.7, cursor: 'default' },
}));

export const CaptchaButton = styled('button')({
  width: 113,
  height: 38,
  flexShrink: 0,
  padding: 0,
  overflow: 'hidden',
  fontSize: 12,
  color: '#909399',
  background: '#f5f7fa',
  border: '1px solid #dcdfe6',
  borderRadius: 4,
  cursor: 'pointer',
  '& img': { display: 'block' },
});

export const FormMessage = styled('div')(({ theme }) => ({ marginBottom: 16, fontSize: 13, color: theme.palette.error.main, textAlign: 'center' }));
