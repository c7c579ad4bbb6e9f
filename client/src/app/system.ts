import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  sliderSlotRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

// A solid button lightens on hover and while its menu/dialog is open (solid/90 mixes in white),
// which drops white text below 4.5:1 on blue, green and red; darkening keeps it above.
const darker = { bg: 'color-mix(in srgb, {colors.colorPalette.solid} 88%, black)' };
const accessibleButton = {
  ...buttonRecipe,
  variants: {
    ...buttonRecipe.variants,
    variant: { ...buttonRecipe.variants?.variant, solid: { ...buttonRecipe.variants?.variant?.solid, _hover: darker, _expanded: darker } },
  },
};

/**
 * Chakra's default theme with only the recipes of the components this app renders. The default
 * system carries all ~80 recipes (date pickers, color pickers, carousels…) into the first
 * download; a component used later needs its recipe added here, or it renders unstyled.
 */
export const system = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens,
      textStyles,
      layerStyles,
      animationStyles,
      recipes: {
        badge: badgeRecipe,
        button: accessibleButton,
        container: containerRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        input: inputRecipe,
        link: linkRecipe,
        skeleton: skeletonRecipe,
        spinner: spinnerRecipe,
        textarea: textareaRecipe,
      },
      slotRecipes: {
        alert: alertSlotRecipe,
        avatar: avatarSlotRecipe,
        card: cardSlotRecipe,
        checkbox: checkboxSlotRecipe,
        dataList: dataListSlotRecipe,
        dialog: dialogSlotRecipe,
        emptyState: emptyStateSlotRecipe,
        field: fieldSlotRecipe,
        list: listSlotRecipe,
        nativeSelect: nativeSelectSlotRecipe,
        progress: progressSlotRecipe,
        radioGroup: radioGroupSlotRecipe,
        slider: sliderSlotRecipe,
        stat: statSlotRecipe,
        switch: switchSlotRecipe,
        table: tableSlotRecipe,
        toast: toastSlotRecipe,
      },
    },
  }),
  // WCAG AA contrast (4.5:1 for text) where Chakra's defaults fall short in light mode: field
  // error text (red.500 on white is 3.8:1) and white text on solid green and orange (3.3:1, 3.6:1).
  defineConfig({
    theme: {
      semanticTokens: {
        colors: {
          fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
          green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } } },
          orange: { solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.700}' } } },
        },
      },
    },
  }),
);
