import { INTL_LOCALES, LOCALES, type Locale } from '~/lib/locales';
import { useSpeech } from './words';

/** The admin in the other language: a button named in that language, remembered on this device. */
export default function AdminLanguageButton({ onSwitch }: { onSwitch: (locale: Locale) => void }) {
  const { locale, words } = useSpeech();
  const other = LOCALES.find((candidate) => candidate !== locale) ?? locale;
  return (
    <button
      type="button"
      lang={INTL_LOCALES[other]}
      onClick={() => onSwitch(other)}
      className="rounded-md px-1 py-2 text-sm font-semibold text-brand underline underline-offset-4 hover:text-brand-strong"
    >
      {words.otherLanguage}
    </button>
  );
}
