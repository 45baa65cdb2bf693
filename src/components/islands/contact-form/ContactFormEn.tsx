/** The contact form in English, with its words only. */
import { form } from '~/i18n/en-form';
import { layout } from '~/i18n/en-layout';
import { inLanguage } from './ContactForm';

export default inLanguage('en', { form, layout });
