reach_init();
