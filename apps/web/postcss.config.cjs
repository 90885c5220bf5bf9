module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        // Layout breakpoints of the spec (section 9); $desktop is DESKTOP_MIN_WIDTH, $sidebar is SIDEBAR_COLLAPSE_WIDTH.
        'breakpoint-xs': '30em',
        'breakpoint-sm': '40em',
        'breakpoint-md': '54.25em',
        'breakpoint-lg': '62.5625em',
        'breakpoint-xl': '75em',
        sidebar: '54.25em',
        desktop: '62.5625em',
      },
    },
  },
};
