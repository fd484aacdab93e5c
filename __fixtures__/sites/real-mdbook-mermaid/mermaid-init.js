mermaid.initialize({startOnLoad:true});
