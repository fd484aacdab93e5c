(window.webpackJsonp=window.webpackJsonp||[]).push([[3],[]]);
//# sourceMappingURL=styles-ccfac98b72d746365bce.js.map