// The Chakra UI components FairGo uses, and the only door to Chakra for the apps.
//
// `@fairgo/shared/ui` is a runtime singleton; `@chakra-ui/react` is not shared on its own, because a
// shared module is never tree-shaken and the whole of Chakra is ~310 KB gzipped (architecture.md#known-pitfalls).
// Re-exporting the components we use keeps one Chakra instance in the page at a fraction of that
// weight. Adding a component here adds it to every page's first load: check `npm run bench`.
// Chakra's state-machine components are entries of their own, so a page loads only the ones it uses:
// '@fairgo/shared/ui/popovers' (combobox, tooltip), '@fairgo/shared/ui/choices' (checkbox, switch) and '@fairgo/shared/ui/overlays' (dialog, menu, tabs, loaded on demand).
export {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  CloseButton,
  Container,
  Field,
  Flex,
  Grid,
  Heading,
  HStack,
  IconButton,
  Image,
  Input,
  Link,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  VStack,
  chakra,
} from '@chakra-ui/react';
export type { BoxProps, ButtonProps, LinkProps } from '@chakra-ui/react';
