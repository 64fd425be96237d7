// The one layout of every transactional e-mail's HTML part, built with React Email's components
// (tables and inline styles that mail clients render alike). Every string arrives translated; React
// escapes them all, so a name or a message typed by a user cannot inject markup.
import { Body, Button, Container, Head, Html, Img, Link, Preview, Text } from '@react-email/components';
import type { Language } from '../../../common/constants.js';

export interface ActionMailLayoutProps {
  lang: Language;
  brand: { appName: string; primaryColor: string; logoUrl: string | undefined };
  /** The company the message comes from: its name, and its logo (an absolute URL) when it has one. */
  company?: { name: string; logoUrl: string | null } | undefined;
  greeting: string;
  body: string;
  /** The button: its label and link; a notice without one has none. */
  action?: { label: string; link: string } | undefined;
  /** A second, plain link below the button, after its sentence. */
  more?: { text: string; link: string } | undefined;
  /** "If you did not ask for this, ignore it", when the message can be ignored. */
  ignore?: string | undefined;
  signature: string;
}

/** What the inbox shows beside the subject: the body's first sentence. */
export const firstSentence = (text: string) => text.split(/(?<=[.!?])\s+/)[0]?.trim() ?? '';

const small = { fontSize: '12px', lineHeight: '18px', color: '#666666' } as const;

export function ActionMailLayout(m: ActionMailLayoutProps) {
  return (
    <Html lang={m.lang === 'en' ? 'en' : 'pt-BR'}>
      <Head />
      <Preview>{firstSentence(m.body)}</Preview>
      <Body
        style={{ backgroundColor: '#ffffff', fontFamily: 'Arial, Helvetica, sans-serif', color: '#222222' }}
      >
        <Container style={{ maxWidth: '560px', margin: '0 auto', padding: '24px' }}>
          {m.brand.logoUrl ? (
            <Img src={m.brand.logoUrl} alt={m.brand.appName} height={40} />
          ) : (
            <Text style={{ fontSize: '20px', fontWeight: 'bold', margin: '0 0 8px' }}>{m.brand.appName}</Text>
          )}
          {m.company?.logoUrl ? (
            // A plain <img> (rather than React Email's Img, which writes alt before src) with Img's
            // resets: the logo's tag reads src first, as it always did.
            <img
              src={m.company.logoUrl}
              alt={m.company.name}
              height={60}
              style={{
                display: 'block',
                height: '60px',
                width: 'auto',
                maxWidth: '100%',
                border: 'none',
                outline: 'none',
                textDecoration: 'none',
                marginTop: '16px',
              }}
            />
          ) : null}
          {m.company ? (
            <Text style={{ fontSize: '16px', fontWeight: 'bold', margin: '8px 0 0' }}>{m.company.name}</Text>
          ) : null}
          <Text style={{ fontSize: '16px', lineHeight: '24px' }}>{m.greeting}</Text>
          <Text style={{ fontSize: '16px', lineHeight: '24px' }}>{m.body}</Text>
          {m.action ? (
            <>
              <Button
                href={m.action.link}
                style={{
                  display: 'inline-block',
                  backgroundColor: m.brand.primaryColor,
                  color: '#ffffff',
                  fontSize: '16px',
                  textDecoration: 'none',
                  padding: '12px 20px',
                  borderRadius: '4px',
                }}
              >
                {m.action.label}
              </Button>
              {/* The raw link, for clients that block buttons. */}
              <Text style={{ ...small, wordBreak: 'break-all' }}>{m.action.link}</Text>
            </>
          ) : null}
          {m.more ? (
            <Text style={{ fontSize: '14px', lineHeight: '22px' }}>
              {m.more.text}
              <br />
              <Link href={m.more.link} style={{ color: m.brand.primaryColor, wordBreak: 'break-all' }}>
                {m.more.link}
              </Link>
            </Text>
          ) : null}
          {m.ignore ? <Text style={small}>{m.ignore}</Text> : null}
          <Text style={{ fontSize: '16px', lineHeight: '24px' }}>{m.signature}</Text>
        </Container>
      </Body>
    </Html>
  );
}
