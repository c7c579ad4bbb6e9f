import { Box, Link, type BoxProps } from '@chakra-ui/react';

/** The id of every page's one <main>, where "Skip to main content" goes. */
export const MAIN_ID = 'main-content';

/** The page's main landmark: exactly one per page; focusable by the skip link, not by Tab. */
export function Main(props: BoxProps) {
  return <Box as="main" id={MAIN_ID} tabIndex={-1} _focus={{ outline: 'none' }} {...props} />;
}

/**
 * "Skip to main content": the first thing Tab reaches on every page, shown only while focused. It
 * moves focus into the page's <main> without changing the URL (the router owns the address).
 */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_ID}`}
      onClick={(e) => {
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        e.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
      position="fixed"
      top="2"
      left="2"
      zIndex="skipLink"
      bg="white"
      color="blue.700"
      fontWeight="semibold"
      px="4"
      py="2"
      borderRadius="md"
      shadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none', outline: '2px solid', outlineColor: 'blue.600' }}
      _focus={{ transform: 'none' }}
    >
      Skip to main content
    </Link>
  );
}
