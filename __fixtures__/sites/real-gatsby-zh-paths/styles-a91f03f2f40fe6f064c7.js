(window.webpackJsonp=window.webpackJsonp||[]).push([[1],{70:function(n,w,o){}}]);
//# sourceMappingURL=styles-a91f03f2f40fe6f064c7.js.map