// Docusaurus compiles the site with its own Babel preset; nothing is added on top.
module.exports = {
  presets: [require.resolve("@docusaurus/core/lib/babel/preset")],
};
