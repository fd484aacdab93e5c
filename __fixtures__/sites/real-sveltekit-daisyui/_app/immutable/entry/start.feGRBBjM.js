import{l as o,a as r}from"../chunks/Bc4hH3DB.js";export{o as load_css,r as start};
