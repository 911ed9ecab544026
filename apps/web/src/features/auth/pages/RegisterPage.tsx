import { useTranslation } from 'react-i18next';
import { Container } from '@/components/ui/container';

export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <Container className="py-16">
      <h1 className="text-center text-2xl font-bold text-brand-800">{t('nav.register')}</h1>
    </Container>
  );
}
