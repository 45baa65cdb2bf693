/** The contact form in French, with its words only. */
import { form } from '~/i18n/fr-form';
import { layout } from '~/i18n/fr-layout';
import { inLanguage } from './ContactForm';

export default inLanguage('fr', { form, layout });
