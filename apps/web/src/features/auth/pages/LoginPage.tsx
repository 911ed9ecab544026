import { useTranslation } from 'react-i18next';
import { Container } from '@/components/ui/container';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <Container className="py-16">
      <h1 className="text-center text-2xl font-bold text-brand-800">{t('nav.login')}</h1>
    </Container>
  );
}
