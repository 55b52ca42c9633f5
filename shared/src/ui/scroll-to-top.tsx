import { IconButton } from '@chakra-ui/react';
import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';

/** product.md#limits: the button shows after scrolling beyond 300 px. */
export const SCROLL_TOP_THRESHOLD = 300;

/** A button back to the top of the page, shown once the page is scrolled beyond the threshold. */
export function ScrollToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > SCROLL_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  return (
    <IconButton
      aria-label="Scroll to top"
      position="fixed"
      bottom={6}
      right={6}
      rounded="full"
      colorPalette="brand"
      shadow="lg"
      zIndex="sticky"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUp />
    </IconButton>
  );
}
