import { fixed, PageFrame } from '@fairgo/shared/ui';
import { routeLink } from '../../layout/nav-link';

export const HOW_IT_WORKS_TITLE = 'How FairGo works';

const STEPS = [
  {
    title: 'Sign Up',
    text: 'Register as a worker, an employer, or both.',
    link: { href: '/register', label: 'Register now' },
  },
  {
    title: 'Browse Jobs or Workers',
    text: 'Filter by role, days and location.',
    link: { href: '/find-worker', label: 'Find workers' },
  },
  { title: 'Get Instant Matches', text: 'See who fits the days and place you need.' },
  { title: 'Connect via Email or Phone', text: 'Members contact workers directly. No commission on matches.' },
] as const;

// The steps' elements, styled once per page (`fixed`): the page is hydrated at its start.
const Steps = fixed('div', {
  display: 'grid',
  gridTemplateColumns: {
    base: 'repeat(1, minmax(0, 1fr))',
    md: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
  gap: 4,
});
const Step = fixed('div', { bg: 'white', rounded: 'l3', shadow: 'sm', p: 5 });
// Wattle gold as the badge's ground: as text on white it is below WCAG's 4.5:1 (axe).
const StepNumber = fixed('span', { colorPalette: 'accent', mb: 2 }, { key: 'badge', variants: { variant: 'solid' } });
const StepTitle = fixed('h2', { mb: 2 }, { key: 'heading', variants: { size: 'md' } });
const StepText = fixed('p', { mb: 2 });
const StepLink = routeLink(fixed('a', { color: 'brand.700', fontWeight: 'medium' }, { key: 'link' }));

export default function HowItWorksPage() {
  return (
    <PageFrame title={HOW_IT_WORKS_TITLE} intro="Four steps from signing up to getting the work done.">
      <Steps>
        {STEPS.map((step, index) => (
          <Step key={step.title}>
            <StepNumber>Step {index + 1}</StepNumber>
            <StepTitle>{step.title}</StepTitle>
            <StepText>{step.text}</StepText>
            {'link' in step ? <StepLink href={step.link.href}>{step.link.label}</StepLink> : null}
          </Step>
        ))}
      </Steps>
    </PageFrame>
  );
}
