define({
  "name": "majifix-status",
  "version": "1.0.0",
  "description": "A representation of an entity which provides a way to set flags on service requests(issues) in order to track their progress.",
  "title": "majifix - Status",
  "url": "https://majifix-status.herokuapp.com/v1",
  "sampleUrl": "https://majifix-status.herokuapp.com/v1",
  "template": {
    "withCompare": true,
    "withGenerator": true
  },
  "defaultVersion": "0.0.0",
  "apidoc": "0.3.0",
  "generator": {
    "name": "apidoc",
    "time": "2018-06-08T19:46:39.664Z",
    "url": "http://apidocjs.com",
    "version": "0.17.6"
  }
});
