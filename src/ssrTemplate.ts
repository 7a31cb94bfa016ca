/**
 * The HTML page Docusaurus writes for every route: its default template, except for how the
 * app's scripts start. By default they are `defer` scripts, which run as soon as the HTML is
 * parsed and before the browser first paints it, so on a slow phone the server-rendered text
 * stayed blank until main.js had run (Lighthouse mobile: largest contentful paint 4-6 s).
 * Here a small inline script requests them after the first frame, so the page paints first
 * (about 2 s) and hydrates right after. They are not preloaded on purpose: on a slow connection
 * 190 KB of script downloading beside the HTML and CSS delays that first paint (Lighthouse
 * measured 4 s with preloads). The timeout starts them in tabs that do not paint (opened in
 * the background).
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script>
      (function (sources) {
        var started = false;
        function start() {
          if (started) return;
          started = true;
          sources.forEach(function (source) {
            var script = document.createElement("script");
            script.src = source;
            script.async = false;
            document.head.appendChild(script);
          });
        }
        requestAnimationFrame(function () {
          setTimeout(start, 0);
        });
        setTimeout(start, 1000);
      })(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);
    </script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
