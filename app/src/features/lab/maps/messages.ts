import { registerFeatureMessages } from '../../../i18n/i18n';
import en from './locales/en.json';
import mn from './locales/mn.json';
import zhHans from './locales/zh-Hans.json';

registerFeatureMessages({ 'zh-Hans': zhHans, en, mn });
