import{i}from"./StrataKitRoot.CMlN3u31.js";import"./~utils.ibcDHgQ3.js";import"./index.DIfZGIpv.js";import"./index.XeJbqeyU.js";import"./styles.internal.BwFdDu8v.js";import"./client.D72tZIIN.js";i();
